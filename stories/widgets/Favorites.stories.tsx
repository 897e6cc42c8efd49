import type { Meta } from '@storybook/react-vite';
import { resetInFlight } from '../../src/core/api/client';
import { resetPageStores } from '../../src/stores/page';
import { Favorites } from '../../src/widgets/favorites';
import { listServer, listStories } from './list-stories';

const meta = {
  title: 'Widgets/Favorites',
  component: Favorites,
  args: {},
  argTypes: { perpage: { control: 'number', description: 'Goods per page. Default 20.' } },
  parameters: { layout: 'padded', element: 'b2b-favorites', ...listServer('wish') },
  beforeEach: () => {
    resetPageStores();
    resetInFlight();
  },
} satisfies Meta<typeof Favorites>;
export default meta;

const stories = listStories('wish');
export const List = stories.List;
export const ManyPages = stories.ManyPages;
export const Empty = stories.Empty;
export const Loading = stories.Loading;
export const LoadFailed = stories.LoadFailed;
export const Checked = stories.Checked;
export const RemoveFailed = stories.RemoveFailed;
export const StopOrders = stories.StopOrders;
export const Visitor = stories.Visitor;
