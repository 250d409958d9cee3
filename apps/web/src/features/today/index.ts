export { readPosition, isPosition, type PhonePosition, type PositionFailure } from './components/position';
export { TodayHomeCard } from './components/today-home-card';
export { TodayPage } from './pages/today-page';
export { TodayStorePage } from './pages/today-store-page';
export { todayQueryOptions } from './api/get-today';
