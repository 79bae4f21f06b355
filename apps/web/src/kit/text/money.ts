/** An amount in euros in the user's locale ("931,20 €" in Spanish, "€931.20" in English). */
export const euroText = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
