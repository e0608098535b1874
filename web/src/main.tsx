import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { adoptMockToken } from './lib/api/mock-controls.ts';
import { IS_MOCK_BACKEND } from './lib/env.ts';
import { currentLang, initI18n } from './lib/i18n.ts';
import './app/global.css';

void initI18n();
if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) void import('./lib/reduce-motion.ts');
if (IS_MOCK_BACKEND) adoptMockToken();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={currentLang() === 'en' ? enUS : zhCN}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </ConfigProvider>
  </StrictMode>,
);
