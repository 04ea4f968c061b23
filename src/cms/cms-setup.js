// The CMS's previews, in the site's own styles: the stylesheets /terms is built with, and the same
// markup as src/layouts/InfoPageLayout.astro and src/components/FaqItem.astro around the text.
// Plain JavaScript, served as it is: Decap CMS loads React itself and offers `h` (createElement).
const { CMS, h } = window;

fetch('/terms')
  .then((response) => response.text())
  .then((html) => {
    const page = new DOMParser().parseFromString(html, 'text/html');
    for (const link of page.querySelectorAll('link[rel="stylesheet"]')) {
      CMS.registerPreviewStyle(link.getAttribute('href'));
    }
    for (const style of page.querySelectorAll('style')) {
      CMS.registerPreviewStyle(style.textContent, { raw: true });
    }
  })
  .catch(() => {
    // Without the site's styles the preview still shows the text, unstyled.
  });

function PagePreview({ entry, widgetFor }) {
  return h(
    'article',
    { className: 'mx-auto max-w-3xl px-4 py-8 sm:py-12' },
    h(
      'h1',
      { className: 'text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl' },
      entry.getIn(['data', 'title']),
    ),
    h('div', { className: 'prose-page mt-4' }, widgetFor('body')),
  );
}

function QuestionPreview({ entry, widgetFor }) {
  return h(
    'div',
    { className: 'mx-auto max-w-3xl px-4 py-8' },
    h(
      'div',
      { className: 'rounded-xl border border-brand-200 bg-white' },
      h('p', { className: 'px-4 py-3 font-semibold text-brand-900' }, entry.getIn(['data', 'question'])),
      h('div', { className: 'px-4 pb-4 leading-7 text-ink [&_a]:underline [&_p]:my-2' }, widgetFor('body')),
    ),
  );
}

CMS.registerPreviewTemplate('pages', PagePreview);
CMS.registerPreviewTemplate('faq', QuestionPreview);
