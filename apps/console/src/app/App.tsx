import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { RouterProvider } from 'react-router-dom';
import './dates';
import { useMotionTheme } from './motion';
import { queryClient } from './query-client';
import { router } from './router';
import { theme } from './theme';


export function App() {
  const themed = useMotionTheme(theme);
  return (
    <ConfigProvider theme={themed}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
