"""Ready...Fence! (seed 002): épée fencing on a strip with cards of speed and stamina, in three
levels (Tutorial, Basic, Advanced). Its rules are in ``rules``; its rulings in
docs/ready_fence/rulings.md."""
