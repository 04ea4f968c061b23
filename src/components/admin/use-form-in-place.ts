import { useEffect, useRef, useState } from 'react';

/**
 * An owner's list whose add-or-edit form shows in the list's stead: what is being edited (an item,
 * 'new', or nothing), and closing the form gives the focus back to the button that opened it (the
 * add button, `addId`, or the item's Edit, `editId`) once the list is drawn again, so a keyboard
 * user carries on where they were, whether the form closed at a tap or when a save came back.
 */
export function useFormInPlace<T extends object>(addId: string, editId: (item: T) => string) {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const opener = useRef<string | null>(null);

  useEffect(() => {
    if (editing !== null || opener.current === null) return;
    document.getElementById(opener.current)?.focus();
    opener.current = null;
  }, [editing]);

  const close = () => {
    opener.current = editing === 'new' || editing === null ? addId : editId(editing);
    setEditing(null);
  };
  return { editing, setEditing, close };
}
