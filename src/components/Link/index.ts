export { Link, LinkProvider, useLinkComponent } from './Link';
