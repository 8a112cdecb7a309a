export { esES as muiTexts } from '@mui/material/locale';
