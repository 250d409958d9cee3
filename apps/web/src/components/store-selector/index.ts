export { StoreSelector, type StoreSelectorProps } from './store-selector';
export { useStoreRegions } from './use-store-regions';
