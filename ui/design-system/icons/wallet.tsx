import { Icon, type IconProps } from "./icon";

export const WalletIcon = (props: IconProps) => <Icon {...props} d="M4 6h15a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6z M3 6l13-3v3M15 13h2" />;
