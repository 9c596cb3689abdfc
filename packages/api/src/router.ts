/** The root router: every module's procedures, listed explicitly. */
import { authRouter } from './auth/index.js';
import { categoriesRouter } from './categories/index.js';
import { productsRouter } from './products/index.js';
import { router } from './trpc.js';

export const appRouter = router({
  auth: authRouter,
  categories: categoriesRouter,
  products: productsRouter,
});

export type AppRouter = typeof appRouter;
