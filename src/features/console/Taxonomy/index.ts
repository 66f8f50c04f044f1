export { TaxonomyEditor, type TaxonomyData, type TaxonomyEditorProps, type TaxonomySubject } from './Taxonomy';
export type { Renaming } from './GradeGroups';
