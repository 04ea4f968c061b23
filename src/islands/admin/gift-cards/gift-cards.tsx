import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import { useFormInPlace } from '@/components/admin/use-form-in-place';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { formatUsd } from '@/domain/money';
import { apiDecimalToCents } from '@/domain/order/api-money';
import {
  $giftCards,
  GIFT_CARDS_CSV_URL,
  type GiftCardList,
  reloadGiftCards,
} from '@/stores/admin/gift-cards/gift-cards';
import { GiftCardItem } from './gift-card-item';
import { PresetsForm } from './presets-form';
import { StoreCreditForm } from './store-credit-form';

const WORDS = {
  title: 'Gift Cards',
  lead: 'The cards sold and the store credit given, what is left on each, what the shop owes on them, and the amounts the gift cards page offers.',
};
const GIVE_CREDIT_ID = 'give-store-credit';

const loading = <AdminPageLoading {...WORDS} loading="Loading the gift cards" />;

function Cards({ list }: { list: GiftCardList }) {
  const { editing, setEditing, close } = useFormInPlace<object>(GIVE_CREDIT_ID, () => GIVE_CREDIT_ID);
  return (
    <section aria-labelledby="gift-cards-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-2xl bg-brand-50 p-4">
        <div>
          <p className="text-sm text-muted">Owed on every card</p>
          <p className="text-2xl font-bold tabular-nums text-brand-900">
            {formatUsd(apiDecimalToCents(list.outstanding))}
          </p>
        </div>
        <a href={GIFT_CARDS_CSV_URL} download className={buttonVariants({ variant: 'secondary', size: 'md' })}>
          Download CSV
        </a>
      </div>
      <h2 id="gift-cards-heading" className="text-xl font-bold text-brand-900">
        Cards
      </h2>
      {editing !== null ? (
        <StoreCreditForm onDone={close} />
      ) : (
        <>
          <Button id={GIVE_CREDIT_ID} type="button" size="lg" className="self-start" onClick={() => setEditing('new')}>
            Give Store Credit
          </Button>
          {list.cards.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-muted">
              No gift cards yet. Store credit you give shows here.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-labelledby="gift-cards-heading">
              {list.cards.map((card) => (
                <GiftCardItem key={card.id} card={card} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function GiftCardsPage() {
  const { data, error } = useStore($giftCards);
  if (!data && error) {
    return <AdminPageFailed {...WORDS} failed="We couldn't load the gift cards." onRetry={reloadGiftCards} />;
  }
  if (!data) return loading;
  return (
    <AdminPage {...WORDS}>
      <Cards list={data} />
      <PresetsForm />
    </AdminPage>
  );
}

/** /admin/gift-cards: the owner's gift cards and store credit, behind the admin doorway. */
export default function GiftCards() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to manage gift cards.">
      <GiftCardsPage />
    </AdminGate>
  );
}
