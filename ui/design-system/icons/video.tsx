import { Icon, type IconProps } from "./icon";

export const VideoIcon = (props: IconProps) => <Icon {...props} d="M4 6h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z M16 10l5-3v10l-5-3" />;
