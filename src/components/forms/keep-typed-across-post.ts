/*
 * A plain form posted to the server comes back as a new page when it is refused, and that page
 * cannot carry what was typed in it: personal details never go in its address (/catering keeps the
 * date and the dishes there, not the name, e-mail, phone, address or note). These few lines keep
 * the named fields in the visitor's own tab (sessionStorage, gone with the tab) while the form is
 * posted, put them back when the page returns refused, and forget them once it went through.
 * Without script the form still works; only that refill is lost.
 */

const keyOf = (form: HTMLFormElement) => `kept-form:${form.getAttribute('action') ?? ''}`;

/**
 * @param names the fields to keep (text inputs and text areas)
 * @param sent whether this page is the one a successful post lands on (then nothing is put back)
 */
export function keepTypedAcrossPost(form: HTMLFormElement, names: readonly string[], sent: boolean): void {
  const key = keyOf(form);
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  try {
    const kept = sent ? null : (JSON.parse(sessionStorage.getItem(key) ?? 'null') as Record<string, string> | null);
    sessionStorage.removeItem(key);
    for (const name of names) {
      const input = field(name);
      // What the server put back, or what the visitor typed since the page came, stays as it is.
      if (input && kept?.[name] && input.value === '') input.value = kept[name];
    }
  } catch {
    // Storage refused (private mode, a full quota): the form works as without script.
  }
  form.addEventListener('submit', () => {
    const typed = Object.fromEntries(names.map((name) => [name, field(name)?.value ?? '']));
    try {
      sessionStorage.setItem(key, JSON.stringify(typed));
    } catch {
      // As above: nothing kept, nothing broken.
    }
  });
}
