export { deDE as muiTexts } from '@mui/material/locale';
