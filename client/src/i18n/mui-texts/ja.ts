export { jaJP as muiTexts } from '@mui/material/locale';
