/** docs/product.md#constants-and-timings: a small screen is under 640 px high (a phone held sideways), a narrow one under 640 px wide. */
export const SMALL_SCREEN_QUERY = '(max-height: 639px)';
export const NARROW_SCREEN_QUERY = '(max-width: 639px)';
