export { SearchField, type SearchFieldProps } from './search-field';
