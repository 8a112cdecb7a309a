export { ruRU as muiTexts } from '@mui/material/locale';
