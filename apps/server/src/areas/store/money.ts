/** Money is kept in whole paise on the server and sent in rupees (the spec's numbers). */
export const rupees = (paise: number): number => Math.round(paise) / 100;

/** Rupees as the payment form carries them: "1234.50". */
export const amountText = (paise: number): string => (Math.round(paise) / 100).toFixed(2);

/** "₹1,234.50" for pages and messages. */
export const rupeeLabel = (paise: number): string =>
  `₹${(Math.round(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
