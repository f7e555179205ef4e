import { mergeConfig, type ConfigEnv } from 'vite';
import base from './vite.config';
export default (env: ConfigEnv) =>
  mergeConfig((base as (e: ConfigEnv) => object)(env), {
    server: {
      port: 44511,
      strictPort: true,
      proxy: { '/api': 'http://127.0.0.1:58841', '/broadcasting': 'http://127.0.0.1:58841' },
    },
  });
