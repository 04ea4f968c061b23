import { issueStoreCredit } from '@/server/gift-cards/gift-cards-service';
import { uniqueEmail } from './accounts';
import { sql } from './db';

/** The code in the newest gift card letter queued to `to`: the only place it exists. */
export async function mailedCode(to: string): Promise<string> {
  const [letter] = await sql<{ text_body: string }>(
    "SELECT text_body FROM outbox WHERE kind = 'gift-card' AND to_address = $1 ORDER BY id DESC LIMIT 1",
    [to],
  );
  const code = /Your code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(letter?.text_body ?? '')?.[1];
  if (!code) throw new Error(`no gift card letter to ${to}`);
  return code;
}

/** A card of `amountCents`, issued as the owner issues store credit; its id and its code. */
export async function issueCard(amountCents: number): Promise<{ id: number; code: string; last4: string }> {
  const email = uniqueEmail('card');
  const card = await issueStoreCredit({ email, name: 'Achieng', amount: amountCents, reason: 'A test card' });
  return { id: card.id, code: await mailedCode(email), last4: card.last4 };
}

/** Empties both gift card tables (the ledger refuses deletes while its trigger is on). */
export async function removeGiftCards(): Promise<void> {
  await sql('ALTER TABLE gift_card_ledger DISABLE TRIGGER gift_card_ledger_no_update');
  await sql('DELETE FROM gift_card_ledger');
  await sql('ALTER TABLE gift_card_ledger ENABLE TRIGGER gift_card_ledger_no_update');
  await sql('DELETE FROM gift_cards');
}
