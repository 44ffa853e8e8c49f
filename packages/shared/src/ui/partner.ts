export const PARTNER_UI = {} as const;
