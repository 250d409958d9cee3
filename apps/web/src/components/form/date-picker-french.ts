// The date field's French: the picker's texts and date-fns's Canadian French (a chunk of its own).
export { frFR } from '@mui/x-date-pickers/locales';
export { frCA } from 'date-fns/locale/fr-CA';
