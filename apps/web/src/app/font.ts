/** The theme's font (app/font.css declares its face, app/theme.ts puts it first in every text's font family). */
export const FONT_FACE = 'Inter Variable';
