export * from './ConsoleTable';
export * from './FilterSelect';
export * from './PagedList';
export * from './ListSearchForm';
