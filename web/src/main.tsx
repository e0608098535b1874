import { ConfigProvider, unstableSetRender } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { adoptMockToken } from './lib/api/mock-controls.ts';
import { IS_MOCK_BACKEND } from './lib/env.ts';
import { currentLang, initI18n } from './lib/i18n.ts';
import './app/global.css';

// antd-mobile v5 renders its imperative Toast, Dialog, ActionSheet and ImageViewer through
// ReactDOM.render, which React 19 removed: this adapter gives it createRoot (its documented way).
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host._reactRoot;
  };
});

void initI18n();
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
