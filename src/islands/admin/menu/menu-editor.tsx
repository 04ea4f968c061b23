import { useStore } from '@nanostores/react';
import { LoadFailed } from '@/components/ui/load-failed';
import { Button } from '@/components/ui/button';
import type { AdminMenuProduct } from '@/domain/menu';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminHeading } from '@/components/admin/admin-heading';
import { useFormInPlace } from '@/components/admin/use-form-in-place';
import { $adminProducts, reloadAdminProducts } from '@/stores/admin/menu/menu';
import { ProductForm } from './product-form';
import { editDishId, ProductRow } from './product-row';

const ADD_DISH_ID = 'add-dish';

function Heading() {
  return <AdminHeading title="Menu" lead="Add dishes, change prices and photos, and mark what is sold out today." />;
}

function Loading() {
  return (
    <>
      <Heading />
      <div role="status" className="mt-6">
        <span className="sr-only">Loading the menu</span>
        <div aria-hidden="true" className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <div key={row} className="h-36 animate-pulse rounded-2xl bg-brand-100 motion-reduce:animate-none" />
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * The list of every dish, archived ones last in their place, or the form for one; closing the form
 * gives the focus back to the button that opened it.
 */
function Editor() {
  const { data, error } = useStore($adminProducts);
  const { editing, setEditing, close } = useFormInPlace<AdminMenuProduct>(ADD_DISH_ID, editDishId);

  if (editing !== null) {
    return (
      <>
        <Heading />
        <div className="mt-6">
          <ProductForm product={editing === 'new' ? null : editing} onDone={close} />
        </div>
      </>
    );
  }
  if (!data && error) {
    return (
      <>
        <Heading />
        <LoadFailed onRetry={reloadAdminProducts} className="mt-6">
          We couldn't load the menu.
        </LoadFailed>
      </>
    );
  }
  if (!data) return <Loading />;
  return (
    <>
      <Heading />
      <div className="mt-6 flex flex-col gap-4">
        <Button id={ADD_DISH_ID} type="button" size="lg" className="self-start" onClick={() => setEditing('new')}>
          Add a Dish
        </Button>
        {data.length === 0 ? (
          <p className="rounded-xl bg-white p-6 text-center text-muted">No dishes yet. Add the first one.</p>
        ) : (
          <ol className="flex flex-col gap-3" aria-label="Dishes, in menu order">
            {data.map((product, index) => (
              <ProductRow
                key={product.id}
                product={product}
                last={index === data.length - 1}
                onEdit={() => setEditing(product)}
              />
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

/** /admin/menu (docs/behaviour/screens.md#menu-editor): the owner's menu, behind the admin doorway. */
export default function MenuEditor() {
  return (
    <AdminGate loading={<Loading />} signedOutMessage="Please sign in as the administrator to edit the menu.">
      <Editor />
    </AdminGate>
  );
}
