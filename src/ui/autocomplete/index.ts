export { Autocomplete, type AutocompleteProps } from './Autocomplete';
export { useSuggestions, type SuggestionsOptions, type SuggestStatus } from './use-suggestions';
export { useListboxNavigation } from './use-listbox-navigation';
export { autocompleteCss } from './autocomplete.css';
