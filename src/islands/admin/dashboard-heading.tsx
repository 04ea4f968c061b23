/** The dashboard's one h1, the same while loading and once the owner's data is shown. */
export function DashboardHeading() {
  return (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Admin Dashboard</h1>
      <p className="mt-1 text-muted">Incoming orders, newest first, and whether the shop is taking orders.</p>
    </div>
  );
}
