export const PARTNER_OPS_UI = {} as const;
