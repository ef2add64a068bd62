/** Product name shown in the header, footer and page copy. */
export const BRAND_NAME = 'CricketHub';
export const SUPPORT_EMAIL = 'support@crickethub.example';
