import { Icon, type IconProps } from "./icon";

export const ClipboardIcon = (props: IconProps) => <Icon {...props} d="M8 4H6a1 1 0 0 0-1 1v15a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5a1 1 0 0 0-1-1h-2 M9 3h6v3H9zM9 14l2 2 4-4" />;
