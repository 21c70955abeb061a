/** The nine area flags (docs/requirements.md §P1) that a deployment turns on or off by route group. */
export const areaFlags = [
  'AFFILIATE',
  'GENERAL',
  'FINANCING',
  'MERCHANTS',
  'OFFERS',
  'APPLICATIONS',
  'CONTRACTS',
  'FEATURE_FLAGS',
  'CASHOUTS',
] as const;

export type AreaFlag = (typeof areaFlags)[number];
