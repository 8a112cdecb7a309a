export { itIT as muiTexts } from '@mui/material/locale';
