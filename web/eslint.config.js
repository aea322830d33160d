import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = new URL('./src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Features never import each other; they meet in src/app/. Generic pieces in
// src/components/ and the API client know no feature.
const boundaries = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: compose them in src/app/.',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app.' },
  // Shared modules (generic components, the API layer, plain helpers) know
  // no feature and no app.
  ...['./src/components', './src/lib'].flatMap((target) => [
    { target, from: './src/features', message: `${target.slice(6)}/ is shared: no feature code.` },
    { target, from: './src/app', message: `${target.slice(6)}/ is shared: no app code.` },
  ]),
  { target: './src/api', from: ['./src/features', './src/app', './src/components', './src/lib'], message: 'The API client knows no screen.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/api/types.gen.ts'] },
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Toasts load notistack with the first toast (components/toasts):
      // a screen importing it directly puts it back on the first screen
      // and its toasts never show.
      'no-restricted-imports': ['error', { paths: [{ name: 'notistack', message: "Use useSnackbar from src/components/toasts." }] }],
    },
  },
  { files: ['src/components/toasts.tsx'], rules: { 'no-restricted-imports': 'off' } },
);
