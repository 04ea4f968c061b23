import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Policy and information pages the owner edits as Markdown in src/content/pages. */
const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/pages' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(50).max(200),
  }),
});

/** One Markdown file per FAQ entry in src/content/faq; `order` sets its place on the page. */
const faq = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/faq' }),
  schema: z.object({
    question: z.string().min(5),
    order: z.number().int().positive(),
  }),
});

export const collections = { pages, faq };
