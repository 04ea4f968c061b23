/** An owner's page's one h1 and what the page is for; the way to the other pages is the admin navigation (src/layouts/AdminLayout.astro). */
export function AdminHeading({ title, lead }: { title: string; lead: string }) {
  return (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-1 text-muted">{lead}</p>
    </div>
  );
}
