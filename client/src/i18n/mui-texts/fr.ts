export { frFR as muiTexts } from '@mui/material/locale';
