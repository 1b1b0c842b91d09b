export { OperationTile, type OperationTileProps } from './operation-tile';
