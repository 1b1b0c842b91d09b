// Noto Sans ships Latin and Devanagari subsets (unicode-range), so Hindi and English text render the same on
// every phone, and visual tests never depend on system fonts.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/700.css';
import './hindi-name.css';
