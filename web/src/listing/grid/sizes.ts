/**
 * The product grid's sizes and breakpoints (spec 9). "Grid row height: 170 desktop, 350 mobile,
 * 150 default" reads here as: 350 px on phones (under 768 px, one combined column whose cell holds
 * everything), 170 px from 1024 px (the spec's "smartphone-only below 1024"), and 150 px for what is
 * neither (tablets, 768 to 1023 px). A row grows past it when its characteristics are unfolded.
 */
export const GRID_ROW_HEIGHT = { desktop: 170, mobile: 350, default: 150 } as const;

/** Spec 9 "Grid column widths": reference 150, price 120, stock 120, addToCart 180 (px). */
export const GRID_COLUMN_WIDTH = { reference: 150, price: 120, stock: 120, addToCart: 180 } as const;
/** Attribute columns, and the narrowest any column may be resized to. */
export const GRID_ATTRIBUTE_WIDTH = 150;
export const GRID_MIN_WIDTH = 80;
/** The phone's combined column fills the screen. */
export const GRID_MOBILE_WIDTH = 320;
/** A keyboard step of the resize handle. */
export const GRID_RESIZE_STEP = 10;

/** Spec 9 breakpoints: the phone layout, the desktop, and the grid's 1360 px accordion. */
export const GRID_MOBILE_QUERY = '(max-width: 767px)';
export const GRID_DESKTOP_QUERY = '(min-width: 1024px)';
/** At 1360 px or less the attributes fold into each row's accordion of characteristics. */
export const GRID_ACCORDION_QUERY = '(max-width: 1360px)';
