export { ParentList, relationshipNames, type BoundParent, type ParentListProps, type RelationshipName } from './ParentList';
