/*
 * The agreement a customer accepts when she saves a standing order (issue 49): Stripe lets a shop
 * charge a saved card without its holder present only with her agreement to the terms of those
 * charges, shown before she saves it and kept with it (standing_orders.agreement_text, agreed_at).
 */
export const STANDING_AGREEMENT =
  'I authorise Kenyan Bites to save my card and charge it without me present for each order this standing order ' +
  'places: at the close of each drop (or, while the shop is always open, a day after each week’s orders are placed), ' +
  'the total of that order as it then stands, tax included. I get a message when each order is placed, and I can ' +
  'change, skip, pause or cancel it until it is charged, from my account or the link in each message. Cancelling ' +
  'stops all later charges.';
