import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import {
  FAQ_QUESTION_MAX,
  FAQ_QUESTION_MIN,
  PAGE_DESCRIPTION_MAX,
  PAGE_DESCRIPTION_MIN,
  PAGE_TITLE_MAX,
} from '@/domain/content/content-limits';

/** Policy and information pages the owner edits as Markdown in src/content/pages (or at /admin/pages/). */
const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/pages' }),
  schema: z.object({
    title: z.string().min(1).max(PAGE_TITLE_MAX),
    description: z.string().min(PAGE_DESCRIPTION_MIN).max(PAGE_DESCRIPTION_MAX),
  }),
});

/** One Markdown file per FAQ entry in src/content/faq; `order` sets its place on the page. */
const faq = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/faq' }),
  schema: z.object({
    question: z.string().min(FAQ_QUESTION_MIN).max(FAQ_QUESTION_MAX),
    order: z.number().int().positive(),
  }),
});

export const collections = { pages, faq };
