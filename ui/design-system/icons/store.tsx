import { Icon, type IconProps } from "./icon";

export const StoreIcon = (props: IconProps) => <Icon {...props} d="M4 10v10h16V10M3 10l2-6h14l2 6zM10 20v-5h4v5" />;
