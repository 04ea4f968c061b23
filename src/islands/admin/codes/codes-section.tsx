import { useFormInPlace } from '@/components/admin/use-form-in-place';
import { Button } from '@/components/ui/button';
import { shopDate } from '@/domain/fulfilment/schedule';
import type { DiscountCode } from '@/stores/admin/codes/codes';
import { CodeCard, editCodeId } from './code-card';
import { CodeForm } from './code-form';
import { ADD_CODE_BUTTON_ID as ADD_BUTTON_ID } from './delete-code';

/**
 * The codes as cards, newest first, with Add a Code; editing or adding shows the form in the
 * list's stead, and closing it gives focus back to the button that opened it.
 */
export function CodesSection({ codes }: { codes: readonly DiscountCode[] }) {
  const { editing, setEditing, close } = useFormInPlace<DiscountCode>(ADD_BUTTON_ID, editCodeId);
  // Dates of the shop's year read without one ('Dec 1'); others with theirs.
  const thisYear = shopDate(new Date()).slice(0, 4);

  return (
    <section aria-labelledby="discount-codes-heading" className="flex flex-col gap-4">
      <h2 id="discount-codes-heading" className="text-xl font-bold text-brand-900">
        Codes
      </h2>
      {editing !== null ? (
        <CodeForm code={editing === 'new' ? null : editing} onDone={close} />
      ) : (
        <>
          <Button id={ADD_BUTTON_ID} type="button" size="lg" className="self-start" onClick={() => setEditing('new')}>
            Add a Code
          </Button>
          {codes.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-muted">
              No codes yet. Add one to print on a thank-you card.
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-labelledby="discount-codes-heading">
              {codes.map((code) => (
                <CodeCard key={code.id} code={code} thisYear={thisYear} onEdit={() => setEditing(code)} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
