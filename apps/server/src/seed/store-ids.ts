/**
 * Fixed ids of the store's demo data (products, plans, coupons), so tests and the README can refer to them.
 * Quest and user ids are in ids.ts.
 */
export const storeDemo = {
  products: {
    /** Grade 6 Explorer: ₹1,499, sells at ₹1,199; 7-day trial; plans above ₹600. Sells quest 101. */
    grade6Explorer: 201,
    /** Spectrum Olympiad Prep: ₹999 (sells at ₹899), 7-day trial. Sells quest 102. */
    olympiadPrep: 202,
    /** Grade 7 Science: ₹899, 7-day trial — the trialExpired demo user has taken it (Buy only). Quest 103. */
    grade7Science: 203,
    /** Free Starter Pack: free to claim. Quest 104. */
    freeStarter: 204,
    /** Maths Booster: below ₹600 (₹499, sells at ₹449 — the quest's one price), no trial; invalid tag colour. */
    mathsBooster: 205,
    /** Robotics Weekend Workshop: offline ("I am interested"). Quest 106. */
    offlineWorkshop: 206,
    /** Grade 6 + Maths Booster combo: two quests (101, 105), 7-day trial. */
    grade6Combo: 207,
    /** Mental Maths Sprint: ₹499, sells at ₹449 like quest 105 (ADR 0112); plans below ₹600, no trial. */
    mentalMathsSprint: 208,
    /** Raymond Young Achievers (partner listing): quest 101 at its one price, ₹1,199. */
    raymondAchievers: 209,
    /** Raymond Olympiad Club (partner listing, plan below ₹600): quest 102 at its one price, ₹899. */
    raymondOlympiad: 210,
  },
  plans: {
    grade6Yearly: 301,
    grade6HalfYearly: 302,
    olympiadYearly: 303,
    olympiadQuarterly: 304,
    grade7Yearly: 305,
    mathsBoosterTerm: 306,
    comboYearly: 307,
    sprintMonthly: 308,
    sprintTerm: 309,
    raymondAchievers: 310,
    raymondOlympiad: 311,
  },
  /** Coupons (README "Demo data"): any other code is invalid. */
  coupons: {
    /** 5 % off the cart total. */
    percent: 'QUEST5',
    /** ₹50 off the cart total. */
    flat: 'FLAT50',
    /** Expired (valid until 31 March 2024). */
    expired: 'OLD10',
  },
  partner: 'Raymond',
} as const;
