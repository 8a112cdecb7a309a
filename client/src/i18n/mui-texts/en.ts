export { enUS as muiTexts } from '@mui/material/locale';
