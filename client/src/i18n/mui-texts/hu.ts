export { huHU as muiTexts } from '@mui/material/locale';
