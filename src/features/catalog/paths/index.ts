export { CatalogPathsProvider, desktopCatalogPaths, mobileCatalogPaths, useCatalogPaths, type CatalogPaths } from './paths';
